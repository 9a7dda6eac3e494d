// @oj/sdk/ui: the product's ui kit. Ark-ui components styled with the panda preset of ./preset.ts.
// Apps must (1) build their CSS with `@oj/sdk/ui/panda` (the shell's `pandaConfig()` holds the kit's
// classes; a remote's `remotePandaConfig()` only its own), and (2) merge
// `uiMessages[locale]` into their IntlProvider's messages.
export {
  AVATAR_ACCEPT,
  AVATAR_MAX_BYTES,
  AVATAR_SIZE,
  avatarFileError,
  type ChosenFile,
  type CropArea,
} from './avatar-crop.ts'
export { AvatarCropDialog, type AvatarCropDialogProps } from './avatar-crop-dialog.tsx'
export { cropToPng } from './avatar-png.ts'
export { AvatarUpload, type AvatarUploadProps } from './avatar-upload.tsx'
export { Button, type ButtonProps, buttonStyle } from './button.tsx'
export { Card, type CardProps } from './card.tsx'
export { CodeBlock, type CodeBlockProps } from './code-block.tsx'
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog.tsx'
export { Dialog, type DialogProps } from './dialog.tsx'
export { DIFFICULTIES, difficulty, type DifficultyInfo, difficultyMessageId } from './difficulty.ts'
export { DifficultyTag, type DifficultyTagProps } from './difficulty-tag.tsx'
export { Drawer, type DrawerProps } from './drawer.tsx'
export { Empty, type EmptyProps } from './empty.tsx'
export {
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  ExternalIcon,
  MenuIcon,
} from './icons.tsx'
export { LoadError, type LoadErrorProps } from './load-error.tsx'
export { Markdown, type MarkdownProps } from './markdown.tsx'
export { Menu, type MenuItem, type MenuProps } from './menu.tsx'
export { uiMessages } from './messages.ts'
export { type OnDemand, onDemand } from './on-demand.ts'
export { PAGE_SIZES, Pagination, type PaginationProps } from './pagination.tsx'
export { pageCount, pageWindow, type PageWindowItem } from './pagination-window.ts'
export { ProgressBar, type ProgressBarProps } from './progress-bar.tsx'
export { Select, type SelectOption, type SelectProps } from './select.tsx'
export {
  IN_PROGRESS_STATUS_CODES,
  JUDGE_STATUSES,
  judgeStatus,
  type JudgeStatusInfo,
  type JudgeStatusKey,
  statusMessageId,
} from './status.ts'
export { StatusTag, type StatusTagProps } from './status-tag.tsx'
export { Table, type TableColumn, type TableProps } from './table.tsx'
export { Tag, type TagProps } from './tag.tsx'
export { TAG_COLORS, type TagColor } from './tag-colors.ts'
export { Input, type InputProps, TextField, type TextFieldProps } from './text-field.tsx'
export { Notifier, notifier, showToast, Toaster, toaster, type ToastKind } from './toaster.tsx'

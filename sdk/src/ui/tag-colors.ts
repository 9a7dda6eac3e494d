// The closed list of palettes a Tag may take. Each name is a panda palette (50..950), so a variant
// can be written statically for each and the CSS extractor sees every class.
export const TAG_COLORS = [
  'gray',
  'slate',
  'brand',
  'blue',
  'cyan',
  'teal',
  'green',
  'yellow',
  'orange',
  'red',
  'pink',
  'purple',
] as const

export type TagColor = (typeof TAG_COLORS)[number]

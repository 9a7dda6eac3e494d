import type { MessageCatalogue } from '@oj/sdk/server'

const zh = {
  'carousel.file.missing': '请选择要上传的图片（字段 file）',
  'carousel.file.tooLarge': '轮播图大小不能超过 2MB',
  'carousel.file.badType': '轮播图只能是 gif、jpg、jpeg、png、bmp 或 webp 格式的图片',
}

const en: Record<keyof typeof zh, string> = {
  'carousel.file.missing': 'Please choose an image to upload (field file)',
  'carousel.file.tooLarge': 'The carousel image may be at most 2 MB',
  'carousel.file.badType': 'The carousel image must be a gif, jpg, jpeg, png, bmp or webp image',
}

export const carouselMessages: MessageCatalogue = { 'zh-CN': zh, en }

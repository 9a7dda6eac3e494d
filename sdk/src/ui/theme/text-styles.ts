// Text styles: the only type scale pages should need. CJK text reads better with a taller line height.
import { defineTextStyles } from '@pandacss/dev'

export const textStyles = defineTextStyles({
  body: { value: { fontFamily: 'body', fontSize: '14px', lineHeight: '1.6' } },
  bodySm: { value: { fontFamily: 'body', fontSize: '13px', lineHeight: '1.5' } },
  caption: { value: { fontFamily: 'body', fontSize: '12px', lineHeight: '1.4' } },
  label: { value: { fontFamily: 'body', fontSize: '14px', lineHeight: '1.4', fontWeight: '500' } },
  h1: { value: { fontFamily: 'heading', fontSize: '28px', lineHeight: '1.3', fontWeight: '600' } },
  h2: { value: { fontFamily: 'heading', fontSize: '22px', lineHeight: '1.35', fontWeight: '600' } },
  h3: { value: { fontFamily: 'heading', fontSize: '18px', lineHeight: '1.4', fontWeight: '600' } },
  code: { value: { fontFamily: 'code', fontSize: '13px', lineHeight: '1.5' } },
})

import { MessageCenter } from '../message-center/message-center.tsx'

/** /message/* (spec 2 §2), a lazily loaded frame page. */
export default MessageCenter

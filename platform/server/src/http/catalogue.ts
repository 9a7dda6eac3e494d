import type { MessageCatalogue } from '@oj/sdk/server'

/** Messages of the HTTP core: the common errors of spec 1 §8 and the input errors. */
export const httpMessages: MessageCatalogue = {
  'zh-CN': {
    'common.error.loginFirst': '请先登录！',
    'common.error.noPermission': '对不起，您无权限进行此操作！',
    'common.error.notFound': '查询错误！无法找到请求的资源！',
    'common.error.server': '服务器错误！请重新刷新！',
    'http.error.invalidParameter': "参数 '{field}' 无效：{detail}",
    'http.error.missingParameter': "缺少参数 '{field}'",
    'http.error.invalidRequest': '请求无效：{detail}',
    'http.error.malformedJson': '请求体不是有效的 JSON',
    'http.error.bodyTooLarge': '请求体过大（最多 {limit}）',
  },
  en: {
    'common.error.loginFirst': 'Please login first',
    'common.error.noPermission': 'Sorry, you do not have permission for this operation',
    'common.error.notFound': 'Query error! Unable to find the resource to request!',
    'common.error.server': 'Server error! Please refresh again!',
    'http.error.invalidParameter': "Invalid parameter '{field}': {detail}",
    'http.error.missingParameter': "Missing parameter '{field}'",
    'http.error.invalidRequest': 'Invalid request: {detail}',
    'http.error.malformedJson': 'The request body is not valid JSON',
    'http.error.bodyTooLarge': 'The request body is too large (at most {limit})',
  },
}

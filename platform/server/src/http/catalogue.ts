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
    'http.error.malformedForm': '请求体不是有效的表单',
    'http.error.uploadTooLarge': '文件过大（最多 {limit}）',
    'http.error.uploadNotForm': '上传须为含有文件的 multipart 表单',
    'http.error.nulInField': "参数 '{field}' 含有 NUL 字符，不被接受",
    'http.error.nulInBody': '请求含有 NUL 字符，任何字段都不接受',
    'common.error.badValue': '请求中的某个值超出范围或不是有效的文本',
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
    'http.error.malformedForm': 'The request body is not a valid form',
    'http.error.uploadTooLarge': 'The file is too large (at most {limit})',
    'http.error.uploadNotForm': 'The upload must be a multipart form with the file in it',
    'http.error.nulInField': "Parameter '{field}' holds a NUL character, which is not accepted",
    'http.error.nulInBody': 'The request holds a NUL character, which no field accepts',
    'common.error.badValue': 'A value of the request is out of range or not valid text',
  },
}

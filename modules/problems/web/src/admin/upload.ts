import { API_PREFIX, AUTH_HEADER, type PlatformContext, URL_TYPE_HEADER } from '@oj/sdk/web'

// Uploads with a progress bar: fetch tells nothing of a request body's progress, so these go by
// XMLHttpRequest, with the session's token and the admin Url-Type as the platform's client sends them.

export interface UploadProgress {
  readonly loaded: number
  readonly total: number
}

class UploadError extends Error {}

/**
 * POSTs `file` as the multipart field `field` to an /ojapi path; answers the envelope's data, or
 * fails with the server's message (a 4xx names the file and the rule).
 */
export function uploadFile<T>(
  platform: Pick<PlatformContext, 'auth'>,
  path: string,
  field: string,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  extra: Readonly<Record<string, string>> = {},
): { readonly done: Promise<T>; readonly abort: () => void } {
  const xhr = new XMLHttpRequest()
  const done = new Promise<T>((resolve, reject) => {
    const form = new FormData()
    for (const [key, value] of Object.entries(extra)) form.append(key, value)
    form.append(field, file, file.name)
    xhr.open('POST', `${API_PREFIX}${path}`)
    const token = platform.auth.get().token
    if (token) xhr.setRequestHeader(AUTH_HEADER, token)
    xhr.setRequestHeader(URL_TYPE_HEADER, 'admin')
    xhr.upload.onprogress = (e) =>
      onProgress({ loaded: e.loaded, total: e.lengthComputable ? e.total : file.size })
    xhr.onerror = () => reject(new UploadError(''))
    xhr.onabort = () => reject(new UploadError(''))
    xhr.onload = () => {
      let body: { status?: number; msg?: string; data?: T } | undefined
      try {
        body = JSON.parse(xhr.responseText) as typeof body
      } catch {
        body = undefined
      }
      if (body?.status === 200) resolve(body.data as T)
      else reject(new UploadError(body?.msg ?? ''))
    }
    xhr.send(form)
  })
  return { done, abort: () => xhr.abort() }
}

/**
 * Downloads a file an /ojapi GET answers (a zip of test data, an export) with the session's token:
 * a plain link would go without it. A JSON answer is an error whose message is shown.
 */
export async function downloadFile(
  platform: Pick<PlatformContext, 'auth' | 'toast'>,
  path: string,
  fallbackName: string,
  failed: string,
): Promise<void> {
  const token = platform.auth.get().token
  const response = await fetch(`${API_PREFIX}${path}`, {
    headers: { ...(token ? { [AUTH_HEADER]: token } : {}), [URL_TYPE_HEADER]: 'admin' },
  })
  const type = response.headers.get('Content-Type') ?? ''
  if (!response.ok || type.includes('application/json')) {
    const body = (await response.json().catch(() => undefined)) as { msg?: string } | undefined
    platform.toast('error', body?.msg || failed)
    return
  }
  const name =
    /filename="?([^";]+)"?/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

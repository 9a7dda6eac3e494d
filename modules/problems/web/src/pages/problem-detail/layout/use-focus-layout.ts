import { usePlatform } from '@oj/sdk/web'
import { useEffect } from 'react'

/** While `on`, the frame hides its top bar and footer (focus mode). */
export function useFocusLayout(on: boolean): void {
  const platform = usePlatform()
  useEffect(() => {
    if (!on) return
    const layout = platform.layout
    layout.set({ ...layout.get(), focus: true })
    return () => layout.set({ ...layout.get(), focus: false })
  }, [platform, on])
}

// useLayoutEffect in the browser, useEffect on the server: neither runs while rendering to HTML, but React warns
// about the first there ("useLayoutEffect does nothing on the server"), once per render of every header.
import { useEffect, useLayoutEffect } from 'react'

export const useBrowserLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

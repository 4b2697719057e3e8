import { createHash } from 'node:crypto'

// The HTML tokenizer ends a script's text at the first `</script`; frameworks escape that sequence inside
// scripts (Next writes `\u003c`), so a lazy match finds exactly the text the browser will hash.
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const SRC_ATTRIBUTE = /\ssrc\s*=/i
const TYPE_ATTRIBUTE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i
const JAVASCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module'])

function runsAsScript(attributes: string): boolean {
  if (SRC_ATTRIBUTE.test(attributes)) return false
  const type = TYPE_ATTRIBUTE.exec(attributes)
  const value = type ? (type[1] ?? type[2] ?? type[3] ?? '') : ''
  return JAVASCRIPT_TYPES.has(value.trim().toLowerCase())
}

/**
 * The CSP hash sources (`'sha256-…'`) of the inline scripts in a page, each once. Data blocks (JSON-LD) and
 * scripts with a `src` are left out: the first never run, the second are allowed by their origin.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (!runsAsScript(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi

/** The CSP hash sources of the inline `<style>` elements of a page (Astro's island rule), each once. */
export function inlineStyleHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, text = ''] of html.matchAll(STYLE_ELEMENT)) {
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

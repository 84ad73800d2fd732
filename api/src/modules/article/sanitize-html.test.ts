import { describe, expect, it } from 'vitest';
import { htmlToText, safeUrl, sanitizeHtml } from './sanitize-html.js';

/** Nothing executable may survive: no script-ish tags, no event handlers, no javascript:/data:/vbscript: URLs. */
function expectInert(out: string) {
  expect(out).not.toMatch(
    /<\s*(script|iframe|object|embed|svg|math|style|form|input|base|meta|link|frame|body|video|audio|details|marquee)\b/i,
  );
  expect(out).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  expect(out).not.toMatch(/(href|src)\s*=\s*"\s*(javascript|data|vbscript)/i);
  // The only style kept is a plain text-align.
  for (const m of out.matchAll(/\sstyle\s*=\s*"([^"]*)"/gi))
    expect(m[1]).toMatch(/^text-align:\s*(left|right|center|justify|start|end);?$/);
  expect(out).not.toMatch(/\sclass\s*=/i);
  expect(out).not.toMatch(/(href|src)\s*=\s*"\s*\/\//i);
}

const VECTORS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil/xss.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)">',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src="jav&#x09;ascript:alert(1)">',
  '<img src="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">',
  '<img src="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p onclick="alert(1)">x</p>',
  '<scr<script>ipt>alert(1)</script>',
  '<<script>script>alert(1)<</script>/script>',
  '<img src=x onerror=alert(1)//',
  '<a href="x" onmouseover="alert(1)"title="t">x</a>',
  '<a/href="javascript:alert(1)">x</a>',
  '<img/src="x"/onerror="alert(1)">',
  '<img src="x" alt="a" onerror="alert(1)" alt="b>">',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<style><img src=x onerror=alert(1)></style>',
  '<textarea><script>alert(1)</script></textarea>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<img src="\x01javascript:alert(1)">',
  // Added with the move to sanitize-html.
  '<svg/onload=alert(1)>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<p style="width: expression(alert(1))">x</p>',
  '<p style="text-align: center; background-image: url(javascript:alert(1))">x</p>',
  '<p style="text-align: expression(alert(1))">x</p>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="DaTa:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="//evil.example/x.png" onerror=alert(1)>',
  '<div><p><b><i><a href="javascript:alert(1)"><img src=x onerror=alert(1)</a></i></b></p>',
  '<p <img src=x onerror=alert(1)>>',
  '<a href="java&Tab;script:alert(1)">x</a>',
  '<table><tr><td><img src=x onerror=alert(1)></td></tr></table>',
  '<noscript><style></noscript><img src=x onerror=alert(1)>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<a href="#" style="position:fixed;top:0;left:0;width:100%;height:100%">x</a>',
  '<p class="MsoNormal" style="mso-list:l0 level1 lfo1">x</p>',
  '<template><img src=x onerror=alert(1)></template>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
];

describe('sanitizeHtml', () => {
  it.each(VECTORS)('neutralises %s', (vector) => {
    const out = sanitizeHtml(vector);
    expectInert(out);
    // Running it again changes nothing that matters (the output is already clean).
    expectInert(sanitizeHtml(out));
  });

  it('keeps the formatting the editor produces', () => {
    const html =
      '<h2>标题</h2><p><b>粗体</b> <i>斜体</i> <a href="https://example.org/a?b=1&amp;c=2" target="_blank">链接</a></p><ul><li>一</li><li>二</li></ul><p><img src="/files/000000/20260101/019abcde-1234-7abc-8def-0123456789ab.png" alt="图"></p>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>标题</h2><p><b>粗体</b> <i>斜体</i> <a href="https://example.org/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">链接</a></p><ul><li>一</li><li>二</li></ul><p><img src="/files/000000/20260101/019abcde-1234-7abc-8def-0123456789ab.png" alt="图" /></p>',
    );
  });

  it('drops unknown tags but keeps their text, escaped', () => {
    expect(sanitizeHtml('<font color=red>红</font> 1 < 2 & 3 > 2')).toBe('红 1 &lt; 2 &amp; 3 &gt; 2');
  });

  it('balances tags and ignores stray closers', () => {
    expect(sanitizeHtml('<p><b>a</p></i>b')).toBe('<p><b>a</b></p>b');
    expect(sanitizeHtml('<ul><li>x')).toBe('<ul><li>x</li></ul>');
  });

  it('quotes and escapes attribute values', () => {
    expect(sanitizeHtml('<img src=/files/000000/20260101/019abcde-1234-7abc-8def-0123456789ab.png alt=x"y>')).toBe(
      '<img src="/files/000000/20260101/019abcde-1234-7abc-8def-0123456789ab.png" alt="x&quot;y" />',
    );
    expect(sanitizeHtml('<a href="/x" title="&quot;><script>">t</a>')).toBe(
      '<a href="/x" title="&quot;&gt;&lt;script&gt;" rel="noopener noreferrer">t</a>',
    );
  });

  it('keeps script text dropped entirely', () => {
    expect(sanitizeHtml('a<script>alert(1)</script>b')).toBe('ab');
    expect(sanitizeHtml('a<script>never closed')).toBe('a');
  });

  it('keeps images from our own storage and https only; an image without a usable source goes', () => {
    expect(sanitizeHtml('<img src="data:image/png;base64,AAA">')).toBe('');
    expect(sanitizeHtml('<img src="http://x.org/a.png">')).toBe('');
    expect(sanitizeHtml('<img src="//x.org/a.png">')).toBe('');
    expect(sanitizeHtml('<img src="/elsewhere/a.png">')).toBe('');
    expect(sanitizeHtml('<img src="https://x.org/a.png">')).toBe('<img src="https://x.org/a.png" />');
    expect(
      sanitizeHtml(
        '<img src="/files/000000/20260101/019abcde-1234-7abc-8def-0123456789ab.png" width="300" height="x">',
      ),
    ).toBe('<img src="/files/000000/20260101/019abcde-1234-7abc-8def-0123456789ab.png" width="300" />');
  });

  it('keeps what the Tiptap editor writes: aligned headings, tables, links', () => {
    expect(
      sanitizeHtml(
        '<h2 style="text-align: center">标题</h2><table style="min-width: 50px"><colgroup><col style="min-width: 25px"></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>A</p></th></tr><tr><td colspan="2" rowspan="1" style="text-align:right"><p>1</p></td></tr></tbody></table><p><a href="mailto:a@b.cn">信</a> <u>下</u> <s>删</s> <code>x</code></p>',
      ),
    ).toBe(
      '<h2 style="text-align:center">标题</h2><table><colgroup><col /></colgroup><tbody><tr><th colspan="1" rowspan="1"><p>A</p></th></tr><tr><td colspan="2" rowspan="1" style="text-align:right"><p>1</p></td></tr></tbody></table><p><a href="mailto:a@b.cn" rel="noopener noreferrer">信</a> <u>下</u> <s>删</s> <code>x</code></p>',
    );
  });

  it('strips what Word pastes: mso classes and styles, namespaced tags', () => {
    expect(
      sanitizeHtml(
        '<p class="MsoNormal" style="mso-margin-top-alt:auto;text-align:center"><span lang="EN-US" style="font-size:10.5pt;mso-bidi-font-family:Calibri">Word</span><o:p></o:p></p>',
      ),
    ).toBe('<p style="text-align:center"><span>Word</span></p>');
  });

  it('answers nothing for the noscript mXSS vector (the title never becomes markup)', () => {
    expect(sanitizeHtml('<noscript><p title="</noscript><img src=x onerror=alert(1)>">')).toBe('');
    expect(sanitizeHtml('a<svg onload=alert(1)><circle r=1 /></svg>b')).toBe('ab');
  });
});

describe('safeUrl', () => {
  const links = new Set(['http', 'https', 'mailto']);
  it('allows relative and allowed schemes', () => {
    expect(safeUrl('/files/a', links)).toBe('/files/a');
    expect(safeUrl('#top', links)).toBe('#top');
    expect(safeUrl('mailto:a@b.cn', links)).toBe('mailto:a@b.cn');
  });
  it('refuses others, however written', () => {
    for (const bad of [
      'javascript:x',
      ' JavaScript:x',
      'java\tscript:x',
      'jav&#x61;script:x',
      'data:x',
      'vbscript:x',
      'x:y',
    ])
      expect(safeUrl(bad, links)).toBeUndefined();
  });
});

describe('htmlToText', () => {
  it('answers the text', () => {
    expect(htmlToText('<p>a &amp; <b>b</b></p><p></p>')).toBe('a & b');
    expect(htmlToText('<p><br></p>')).toBe('');
  });
});

// XSS payloads a help-desk message might carry (OWASP filter-evasion classics): each sets window.__xss or opens a
// dialog if it ever runs, so a test can both read the sanitised markup and watch a browser render it.
export const XSS_CORPUS: readonly string[] = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=2">',
  '<svg onload="window.__xss=3"></svg>',
  '<svg><script>window.__xss=4</script></svg>',
  '<body onload="window.__xss=5">',
  '<iframe src="javascript:window.__xss=6"></iframe>',
  '<iframe srcdoc="<script>parent.__xss=7</script>"></iframe>',
  '<a href="javascript:window.__xss=8">click</a>',
  '<a href="JaVaScRiPt:window.__xss=9">click</a>',
  '<a href="jav&#x09;ascript:window.__xss=10">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxMSk8L3NjcmlwdD4=">data</a>',
  '<div style="background:url(javascript:window.__xss=12)">styled</div>',
  '<p onclick="window.__xss=13" onmouseover="window.__xss=13">hover</p>',
  '<details open ontoggle="window.__xss=14"><summary>x</summary></details>',
  '<input autofocus onfocus="window.__xss=15">',
  '<video><source onerror="window.__xss=16"></video>',
  '<object data="javascript:window.__xss=17"></object>',
  '<embed src="javascript:window.__xss=18">',
  '<form action="javascript:window.__xss=19"><button>go</button></form>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=20">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=21>">',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=22">',
  '<link rel="stylesheet" href="javascript:window.__xss=23">',
  '<style>@import "javascript:window.__xss=24";</style>',
  '"><img src=x onerror=window.__xss=25>',
  '<scr<script>ipt>window.__xss=26</script>',
  '<a href="#" target="_blank" rel="opener" onfocus="window.__xss=27">tab</a>',
  '<marquee onstart="window.__xss=28">m</marquee>',
];

/** Markup that must never survive sanitising: a script, a handler, an active URL, an embedding element. */
export const ACTIVE_MARKUP =
  /<script|<iframe|<object|<embed|<svg|<math|<style|<meta|<link|<form|<input|<img|\son[a-z]+\s*=|javascript:|data:text\/html/i;

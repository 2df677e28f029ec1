// The screenshot page: ?game=<tag>&scheme=light|dark&attrs=<url-encoded attribute string>&lang=<page language>.
// The page declares the colour scheme it asks for (as a blog would), so the
// game's own scheme handling is what the screenshot shows.
const params = new URLSearchParams(location.search);
const tag = params.get('game') ?? 'infection-board';
const scheme = params.get('scheme') === 'dark' ? 'dark' : 'light';
document.documentElement.dataset.scheme = scheme;
// The page's language, as a blog in that language declares it (and its direction).
const lang = params.get('lang') ?? 'en';
document.documentElement.lang = lang;
if (/^(ar|he)\b/.test(lang)) document.documentElement.dir = 'rtl';
const host = document.createElement('template');
host.innerHTML = `<${tag} ${params.get('attrs') ?? ''}></${tag}>`;
document.getElementById('stage').append(host.content);
await import(`../../dist/cdn/${tag === 'checkbox-squares' ? 'checkbox-squares' : tag}.js`);
// Wait for the game's strings when they are another language's (loaded on first use).
await document.querySelector(tag).updateComplete;
document.body.dataset.ready = 'true';

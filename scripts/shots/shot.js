// The screenshot page: ?game=<tag>&scheme=light|dark&attrs=<url-encoded attribute string>.
// The page declares the colour scheme it asks for (as a blog would), so the
// game's own scheme handling is what the screenshot shows.
const params = new URLSearchParams(location.search);
const tag = params.get('game') ?? 'infection-board';
const scheme = params.get('scheme') === 'dark' ? 'dark' : 'light';
document.documentElement.dataset.scheme = scheme;
const host = document.createElement('template');
host.innerHTML = `<${tag} ${params.get('attrs') ?? ''}></${tag}>`;
document.getElementById('stage').append(host.content);
await import(`../../dist/cdn/${tag === 'checkbox-squares' ? 'checkbox-squares' : tag}.js`);
document.body.dataset.ready = 'true';

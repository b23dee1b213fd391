// Copied from mkdocs-material 9.8.2 partials/javascripts/content.html (inline there); a file here so that the site runs under a strict
// Content-Security-Policy (no 'unsafe-inline'). (content.tabs.link is not used here.)
var target=document.getElementById(location.hash.slice(1));target&&target.name&&(target.checked=target.name.startsWith("__tabbed_"))

// Copied from mkdocs-material 9.8.2 partials/javascripts/base.html (inline there); a file here so that the site runs under a strict
// Content-Security-Policy (no 'unsafe-inline'). This file lives at assets/js/md/, three levels below the site root.
var __md_scope=new URL("../../../",document.currentScript.src),__md_hash=e=>[...e].reduce(((e,_)=>(e<<5)-e+_.charCodeAt(0)),0),__md_get=(e,_=localStorage,t=__md_scope)=>JSON.parse(_.getItem(t.pathname+"."+e)),__md_set=(e,_,t=localStorage,a=__md_scope)=>{try{t.setItem(a.pathname+"."+e,JSON.stringify(_))}catch(e){}}

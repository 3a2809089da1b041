/**
 * The announcement bar's one inline script (app/components/announcement-bar.tsx), right after the
 * bar: it hides a bar this visitor closed before (kept in her browser under the announcement's
 * version, so a new announcement shows again) before the page is first painted, and shows the
 * close button and makes it work. Without JavaScript the bar simply stays. The same bytes on every
 * page: the Content-Security-Policy allows it by its hash (server/security-headers.server.ts).
 */
export const announcementScript =
  '(function(){var b=document.getElementById("announcement"),k="announcement-closed";if(!b)return;try{if(localStorage.getItem(k)===b.dataset.version){b.hidden=true;return}}catch(e){}var x=b.querySelector("button");if(!x)return;x.hidden=false;x.onclick=function(){b.hidden=true;try{localStorage.setItem(k,b.dataset.version)}catch(e){}var m=document.getElementById("main-content");if(m)m.focus()}})()';

import { getFormatter, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/languages';
import { getPopupNotices } from '@/lib/wps/catalogue';
import { FirstNoticeLoader } from './first-notice-loader';
import { ModalFrame } from './modal-frame';
import { CHECKED_KEY, FIRST_NOTICE_ID, NOTICE_LOCK, SEEN_KEY } from './notice-memory';

/**
 * Runs where it stands, before the first paint and before the page's own code (which loads async):
 * shows the server's copy of the notices when this session has not looked yet, with only the ones
 * this browser has not seen, their dates in the visitor's time zone (as the dialog formats them).
 * The page behind stops scrolling, as under any dialog. Its buttons close it (and count it as seen)
 * before the dialog's code has arrived; that code then gives it the behaviour of every dialog
 * (notice-dialog.tsx).
 *
 * Showing it makes the browser paint early, mid-document: a Suspense boundary that completes later
 * in the same prerendered document is then revealed 300 ms after that paint (React's throttle), and
 * what it pushes down moves in sight. So pages with notices keep their prerendered parts outside
 * Suspense (/promotions). Waiting for DOMContentLoaded instead avoids that but paints the notice,
 * the largest thing on most first views, a frame or more later (Lighthouse mobile 87 against 93–95).
 */
const REVEAL = `(function(){try{
var root=document.getElementById(${JSON.stringify(FIRST_NOTICE_ID)});
if(!root||sessionStorage.getItem(${JSON.stringify(CHECKED_KEY)})==='1')return;
var seen=[];try{seen=JSON.parse(localStorage.getItem(${JSON.stringify(SEEN_KEY)})||'[]')}catch(e){}
if(!Array.isArray(seen))seen=[];
var fresh=[],format=new Intl.DateTimeFormat(document.documentElement.lang,{dateStyle:'medium',timeStyle:'short'});
root.querySelectorAll('[data-notice-id]').forEach(function(n){
var id=Number(n.getAttribute('data-notice-id'));
if(seen.indexOf(id)>=0){n.hidden=true;return}
fresh.push(id);
var t=n.querySelector('time');if(t)t.textContent=format.format(new Date(t.dateTime));
});
if(!fresh.length)return;
root.hidden=false;
var html=document.documentElement,bar=innerWidth-html.clientWidth;
html.setAttribute(${JSON.stringify(NOTICE_LOCK)},'');html.style.overflow='hidden';if(bar>0)html.style.paddingRight=bar+'px';
root.querySelectorAll('button').forEach(function(b){b.addEventListener('click',function(){
if(root.hidden)return;root.hidden=true;
html.removeAttribute(${JSON.stringify(NOTICE_LOCK)});html.style.overflow='';html.style.paddingRight='';
try{sessionStorage.setItem(${JSON.stringify(CHECKED_KEY)},'1');localStorage.setItem(${JSON.stringify(SEEN_KEY)},JSON.stringify(seen.concat(fresh).slice(-200)))}catch(e){}
})});
}catch(e){}})()`;

/**
 * Pop-up notices on the first page view of a session, painted with the page: the server renders
 * them (hidden) first in the page, the script above shows them before the first paint when they
 * are new to this browser, and the dialog's code, loaded after hydration, makes them a dialog like
 * any other. Without script nothing shows.
 */
export async function FirstNotice({ locale }: { locale: Locale }) {
  const [notices, t, format] = await Promise.all([
    getPopupNotices(locale),
    getTranslations({ locale, namespace: 'dialogs' }),
    getFormatter({ locale }),
  ]);
  if (notices.length === 0) return null;
  return (
    <>
      <div id={FIRST_NOTICE_ID} hidden suppressHydrationWarning>
        <ModalFrame
          title={t('notice')}
          titleId={`${FIRST_NOTICE_ID}-title`}
          closeLabel={t('close')}
          // Painted with the page, not opened over it: no opening animation (which would also hold
          // it out of the first paint, as nothing transparent counts as painted).
          coverProps={{ 'data-entered': true }}
          footer={
            <button type="button" className="button button-accent" data-autofocus>
              {t('gotIt')}
            </button>
          }
        >
          {notices.map((notice) => (
            <article
              key={notice.id}
              className="notice"
              data-notice-id={notice.id}
              suppressHydrationWarning
            >
              <h3>{notice.title}</h3>
              <p className="muted">
                <time dateTime={notice.timestamp} suppressHydrationWarning>
                  {format.dateTime(new Date(notice.timestamp), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                    timeZone: 'UTC',
                  })}
                </time>
              </p>
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: notice.html }} />
            </article>
          ))}
        </ModalFrame>
      </div>
      <script dangerouslySetInnerHTML={{ __html: REVEAL }} />
      <FirstNoticeLoader notices={notices} />
    </>
  );
}

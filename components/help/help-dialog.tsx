  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
'  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
'  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
;  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
m  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
X  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
f  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
m  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
'  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
-  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
'  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
;  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
m  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
E  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
f  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
f  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
,  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
R  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
f  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
,  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
S  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
y  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
E  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
x  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
S  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
f  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
m  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
'  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
'  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
;  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
f  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
H  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
C  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
b  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
k  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
:  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
v  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
w  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
w  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
E  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
v  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
L  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
'  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
'  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
,  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
b  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
k  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
;  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
w  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
w  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
m  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
v  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
E  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
v  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
L  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
'  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
'  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
,  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
b  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
k  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
;  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
x  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
y  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
H  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
E  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
y  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
:  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
;  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
:  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
;  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
m  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
:  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
;  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
/  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
*  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
*  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
*  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
T  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
v  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
m  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
/  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
:  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
`  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
#  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
`  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
,  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
*  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
,  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
A  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
v  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
:  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
f  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
,  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
E  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
b  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
k  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
m  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
w  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
*  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
/  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
x  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
f  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
H  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
D  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
,  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
b  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
,  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
:  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
:  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
H  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
E  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
y  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
[  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
]  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
;  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
b  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
:  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
:  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
;  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
:  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
;  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
R  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
f  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
<  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
H  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
T  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
M  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
L  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
D  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
E  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
m  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
;  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
S  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
y  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
E  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
x  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
S  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
H  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
C  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
,  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
U  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
R  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
I  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
C  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
m  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
w  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
w  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
1  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
,  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
'  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
'  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
,  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
;  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
H  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
P  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
S  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
y  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
E  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
x  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
S  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
H  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
C  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
,  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
w  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
w  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
m  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
W  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
'  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
/  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
'  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
,  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
f  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
,  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
;  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
f  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
?  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
?  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
H  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
P  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
?  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
[  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
0  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
]  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
:  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
f  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
;  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
?  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
?  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
?  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
;  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
E  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
f  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
f  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
f  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
&  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
&  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
!  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
?  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
?  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
w  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
M  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
;  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
,  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
[  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
]  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
;  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
?  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
;  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
y  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
S  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
,  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
'  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
'  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
,  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
w  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
w  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
m  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
+  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
w  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
w  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
;  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
;  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
<  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
f  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
N  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
m  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
"  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
m  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
-  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
"  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
-  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
b  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
b  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
y  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
"  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
-  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
"  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
C  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
k  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
v  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
v  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
&  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
&  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
C  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
v  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
v  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
v  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
D  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
f  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
;  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
;  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
<  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
N  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
m  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
"  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
m  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
-  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
"  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
<  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
2  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
"  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
-  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
"  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
b  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
<  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
/  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
2  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
<  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
b  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
y  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
"  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
b  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
"  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
N  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
m  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
"  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
-  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
b  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
"  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
-  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
b  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
b  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
C  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
k  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
<  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
X  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
z  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
2  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
0  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
-  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
/  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
<  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
/  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
b  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
<  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
/  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
<  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
v  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
N  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
m  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
"  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
-  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
b  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
y  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
"  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
<  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
v  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
-  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
b  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
b  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
m  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
p  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
<  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
k  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
y  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
f  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
`  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
#  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
$  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
`  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
-  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
?  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
'  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
'  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
:  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
f  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
<  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
/  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
<  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
/  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
v  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
&  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
&  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
(  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
<  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
<  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
3  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
<  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
/  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
3  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
<  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
v  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
N  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
m  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
"  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
-  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
x  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
"  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
u  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
s  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
y  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
S  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
I  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
n  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
H  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
T  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
M  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
L  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
=  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
{  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
_  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
_  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
m  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
:  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
.  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
h  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
m  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
/  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
<  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
/  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
r  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
t  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
c  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
e  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
<  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
/  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
v  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
<  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
/  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
d  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
i  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
a  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
l  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
o  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
g  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
>  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
   // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
)  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
;  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
}  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

  // Closing leaves the help page for the home page under it, so nothing reopens the dialog.
  const close = () => {
    dialog.current?.close();
    const home = window.location.pathname.replace(/\/help$/, '') || '/';
    history.replaceState(null, '', home + window.location.search);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };

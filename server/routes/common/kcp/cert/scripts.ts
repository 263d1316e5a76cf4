/**
 * The pages' only scripts, served as files from this route: the app's CSP allows no inline script.
 * handoff.js hands the result to the window that opened the verification — postMessage to the opener
 * on the same origin, else (page-switch mode) back to the form with ?certId=, else (a popup whose
 * opener link the provider's cross-origin pages cut) a same-origin BroadcastChannel named "cert" —
 * and closes the popup on success. submit.js sends the provider's form on load.
 */
export const HANDOFF_JS = `(function () {
  'use strict';
  var root = document.getElementById('cert-handoff');
  if (!root) return;
  var status = root.getAttribute('data-status');
  var certId = root.getAttribute('data-cert-id') || '';
  var mode = root.getAttribute('data-mode');
  var back = root.getAttribute('data-return') || '/';
  var message = status === 'ok' ? { type: 'cert', certId: certId } : { type: 'cert', error: status };
  var closeButton = document.getElementById('cert-close');
  if (closeButton) closeButton.addEventListener('click', function () { window.close(); });
  var opener = null;
  try { opener = window.opener && !window.opener.closed ? window.opener : null; } catch (e) { opener = null; }
  if (opener) {
    try { opener.postMessage(message, window.location.origin); } catch (e) { /* another origin: nothing to tell */ }
    if (status === 'ok') window.close();
    return;
  }
  if (mode === 'page') {
    if (status === 'ok') {
      window.location.replace(back + (back.indexOf('?') < 0 ? '?' : '&') + 'certId=' + encodeURIComponent(certId));
    }
    return;
  }
  if (typeof BroadcastChannel === 'function') {
    var channel = new BroadcastChannel('cert');
    channel.postMessage(message);
    channel.close();
    if (status === 'ok') window.close();
  }
})();
`;

export const SUBMIT_JS = `(function () {
  'use strict';
  var form = document.getElementById('kcp-cert-form');
  if (form) form.submit();
})();
`;

// Silent sign-in callback (see silent-renew.html): posts the response URL to the parent window of the same origin.
(function () {
  var message = { source: 'oidc-client', url: window.location.href, keepOpen: false };
  if (window.parent && window.parent !== window) window.parent.postMessage(message, window.location.origin);
})();

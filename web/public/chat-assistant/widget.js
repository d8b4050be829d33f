/* global document */
/* The local stand-in of the chat-assistant widget (issue 23): no assistant service is reachable from the emulator
   stack, so under the emulators the SPA loads this same-origin script through the same loader a real address goes
   through. It only marks the page with the language it was loaded for; production builds set VITE_CHAT_WIDGET_URL. */
(function () {
  var script = document.currentScript;
  var lang = script && script.src ? new URL(script.src).searchParams.get('lang') : null;
  document.documentElement.setAttribute('data-chat-assistant', lang || '');
})();

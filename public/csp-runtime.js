// Loaded by index.html before the app's modules. The app runs under a Content-Security-Policy without
// 'unsafe-eval' (server/src/plugins/securityHeaders.ts): zod (v4) would compile object parsers with `new Function`,
// and its probe for that alone is reported by the browser as a violation. zod reads this shared configuration
// object when it loads, so the schemas built as the bundle's modules evaluate already parse without compiling.
(function () {
  var config = globalThis.__zod_globalConfig || (globalThis.__zod_globalConfig = {});
  config.jitless = true;
})();

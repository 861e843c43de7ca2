// The platform domain's public surface: other domains and app.ts import only from here.

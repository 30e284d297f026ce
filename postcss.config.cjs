// Panda CSS runs as a PostCSS plugin inside Vite's CSS pipeline.
module.exports = { plugins: { '@pandacss/dev/postcss': {} } };

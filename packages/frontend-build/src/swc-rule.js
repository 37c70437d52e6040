/**
 * The TypeScript/TSX loader rule of the browser and server builds: swc with React's automatic
 * runtime, down to `target` (browsers: es2020; the Node server build: es2022).
 * @param {'es2020' | 'es2022'} target
 */
function swcRule(target) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target,
        },
      },
    },
  };
}

module.exports = { swcRule };

// Stands in for CSS imports under jest: a class name lookup returns the name itself.
module.exports = new Proxy({}, { get: (_target, name) => (name === "__esModule" ? false : name) });

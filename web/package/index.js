// The package's CommonJS entry: the rules (deepthought.js) and the differential helper
// (differential.js). `const { load, compareGenerator } = require("deepthought")`.
"use strict";
const core = require("./deepthought.js");
const { compareGenerator } = require("./differential.js");

module.exports = { load: core.load, DeepThoughtError: core.DeepThoughtError, IllegalMoveError: core.IllegalMoveError, compareGenerator };

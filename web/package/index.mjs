// The package as an ES module: `import { load, compareGenerator } from "deepthought"`.
import entry from "./index.js";

export const { load, DeepThoughtError, IllegalMoveError, compareGenerator } = entry;

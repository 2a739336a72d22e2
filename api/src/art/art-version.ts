// A short hash of every picture the art draws (art.test.ts checks it against
// the drawings and prints the new value when they change): it is part of every
// art URL, so browsers that cached a picture for good fetch the new one.
export const artVersion = "c900120498";

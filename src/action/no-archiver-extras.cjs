// Stands in, in the bundle, for the parts of archiver (the zip writer @actions/artifact uploads
// with) that blamegate's uploads never reach: its tar and json formats, and the two glob
// libraries behind its directory() and glob() methods (readdir-glob) and archiver-utils'
// file.expand (glob). @actions/artifact adds each file by its path (file()) or as an empty
// entry (append()). Each is CommonJS its importer runs at load, so without this every upload
// compiled and ran them first. One function answers all three shapes asked of it: called (the
// globs), with a sync method (glob.sync), and as a format's constructor with append and
// finalize (archiver checks a registered format has them).
"use strict";
function unavailable() {
  throw new Error("blamegate's bundle includes only archiver's zip format, with files added by path");
}
unavailable.sync = unavailable;
unavailable.prototype.append = unavailable;
unavailable.prototype.finalize = unavailable;
module.exports = unavailable;

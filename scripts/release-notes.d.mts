// Types of scripts/release-notes.mjs, for its test.
export function releaseNotes(changelog: string, version: string): { notes: string; error?: undefined } | { error: string; notes?: undefined };

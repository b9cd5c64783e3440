// GitHub Action entry point (placeholder until the action wiring lands).
import * as core from "@actions/core";

core.setFailed("blamegate action: not wired yet");

// Placeholder so the package builds before this target's owner lands real code.

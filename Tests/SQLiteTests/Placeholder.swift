// Placeholder until this target gets its first type.

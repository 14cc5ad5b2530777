extension StoredConvention {
    /// The convention with an update applied: the rule every `ConventionQueryStore.apply(_:)` follows.
    public func applying(_ update: ConventionUpdate) -> StoredConvention {
        var content = content
        content.days = update.days.applied(to: content.days)
        content.rooms = update.rooms.applied(to: content.rooms)
        content.tracks = update.tracks.applied(to: content.tracks)
        content.events = update.events.applied(to: content.events)
        content.announcements = update.announcements.applied(to: content.announcements)
        content.images = update.images.applied(to: content.images)
        content.details = update.details
        return StoredConvention(
            conventionIdentifier: update.conventionIdentifier, lastServerTime: update.lastServerTime, content: content,
            eventChanges: update.eventChanges ?? eventChanges, removedFavourites: update.removedFavourites,
            sourceVersion: update.sourceVersion)
    }
}

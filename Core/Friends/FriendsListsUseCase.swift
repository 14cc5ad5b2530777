/// Use case: keep a friend's picks (from their share code) as a named friend's list, list the
/// friends, forget one; listings then say who else goes (`ScheduledEvent.friends`) and
/// `ScheduleFilter.friend` lists one friend's picks.
///
/// The rules: a name is trimmed of spaces and must not be empty; keeping under a name already kept
/// (in any case) replaces that list; every picked identifier is kept, also those this schedule lacks
/// now, so that an event that comes back is picked again. Lists are kept per convention with the
/// favourites (`AttendeeStore`); observers hear `.friendsListsChanged`.
@MainActor
public struct FriendsListsUseCase {
    let repository: ConventionRepository

    /// Every friend's list as kept.
    public var lists: FriendsLists { repository.friendsLists }

    /// Keeps a friend's picks under a name, replacing a list of the same name.
    /// - Returns: the name kept (trimmed).
    /// - Throws: `.emptyName`, `.nothingPicked`, `.noConvention`, `.otherConvention` for picks of
    ///   another convention, `.store` when it cannot be saved (then nothing changes).
    @discardableResult
    public func keep(_ picks: SharedPicks, as name: String) throws(FriendsListError) -> String {
        let trimmed = name.trimmingSpaces
        guard !trimmed.isEmpty else { throw .emptyName }
        guard let outline = repository.outline else { throw .noConvention }
        guard picks.convention == outline.conventionIdentifier else {
            throw .otherConvention(code: picks.convention, current: outline.conventionIdentifier)
        }
        guard !picks.events.isEmpty else { throw .nothingPicked }
        try save(repository.friendsLists.setting(Set(picks.events), for: trimmed))
        return trimmed
    }

    /// Forgets a friend's list (the name compared without case).
    /// - Throws: `.unknownFriend` when no list is kept under the name, `.store` when it cannot be
    ///   saved (then nothing changes).
    public func forget(_ name: String) throws(FriendsListError) {
        let lists = repository.friendsLists
        guard let kept = lists.keptName(for: name.trimmingSpaces) else { throw .unknownFriend(name) }
        try save(lists.setting([], for: kept))
    }

    /// The friends' lists in name order, each with its events in schedule order.
    /// - Throws: `StoreError` when the events cannot be read.
    public func friends() throws(StoreError) -> [FriendsList] {
        let lists = repository.friendsLists
        var result: [FriendsList] = []
        for name in lists.names {
            let picks = lists.lists[name] ?? []
            let events = try repository.checkedScheduledEvents(matching: EventQuery(ids: picks))
            result.append(FriendsList(name: name, events: events, missingCount: picks.count - events.count))
        }
        return result
    }

    private func save(_ lists: FriendsLists) throws(FriendsListError) {
        do {
            try repository.setFriendsLists(lists)
        } catch {
            throw .store(error)
        }
    }
}

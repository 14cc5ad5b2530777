/// One friend's list as `FriendsListsUseCase.friends()` lists it: the name and the events picked,
/// those this schedule has and how many it does not have now.
public struct FriendsList: Hashable, Sendable {
    /// The friend's name, as kept.
    public var name: String
    /// The picked events this schedule has, in schedule order.
    public var events: [ScheduledEvent]
    /// How many picked events this schedule does not have now (they are kept, and show again when
    /// a sync brings them back).
    public var missingCount: Int

    /// Creates the list.
    public init(name: String, events: [ScheduledEvent], missingCount: Int) {
        self.name = name
        self.events = events
        self.missingCount = missingCount
    }
}

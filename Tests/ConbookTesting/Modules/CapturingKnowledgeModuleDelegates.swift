public import ConbookCore
public import ConbookKnowledge
public import ConbookKnowledgeDetail
public import ConbookKnowledgeGroup

/// Records what the knowledge module reported.
@MainActor
public final class CapturingKnowledgeModuleDelegate: KnowledgeModuleDelegate {
    /// The groups chosen, in order.
    public private(set) var selectedGroups: [KnowledgeGroup.ID] = []
    /// The entries chosen, in order.
    public private(set) var selectedEntries: [KnowledgeEntry.ID] = []

    /// Creates the delegate.
    public init() {}

    public func knowledgeModuleDidSelectGroup(_ group: KnowledgeGroup.ID) {
        selectedGroups.append(group)
    }

    public func knowledgeModuleDidSelectEntry(_ entry: KnowledgeEntry.ID) {
        selectedEntries.append(entry)
    }
}

/// Records what the knowledge group module reported.
@MainActor
public final class CapturingKnowledgeGroupModuleDelegate: KnowledgeGroupModuleDelegate {
    /// The entries chosen, in order.
    public private(set) var selectedEntries: [KnowledgeEntry.ID] = []

    /// Creates the delegate.
    public init() {}

    public func knowledgeGroupModuleDidSelectEntry(_ entry: KnowledgeEntry.ID) {
        selectedEntries.append(entry)
    }
}

/// Records what the knowledge detail module reported.
@MainActor
public final class CapturingKnowledgeDetailModuleDelegate: KnowledgeDetailModuleDelegate {
    /// The links followed, with their names, in order.
    public private(set) var followedLinks: [(destination: ContentLink, name: String)] = []

    /// Creates the delegate.
    public init() {}

    public func knowledgeDetailModuleDidSelectLink(_ destination: ContentLink, named name: String) {
        followedLinks.append((destination, name))
    }
}

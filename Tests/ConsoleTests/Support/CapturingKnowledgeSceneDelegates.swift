import ConbookCollectThemAll
import ConbookKnowledge
import ConbookKnowledgeDetail
import ConbookKnowledgeGroup
import ConbookWebPage

/// Records what a console knowledge scene reported, in order.
@MainActor
final class CapturingKnowledgeSceneDelegate: KnowledgeSceneDelegate {
    enum Report: Equatable {
        case loaded, searched(String), selectedGroup(id: String), selectedResult(id: String)
    }

    private(set) var reports: [Report] = []

    func knowledgeSceneDidLoad() { reports.append(.loaded) }
    func knowledgeSceneDidChangeSearchText(_ text: String) { reports.append(.searched(text)) }
    func knowledgeSceneDidSelectGroup(id: String) { reports.append(.selectedGroup(id: id)) }
    func knowledgeSceneDidSelectResult(id: String) { reports.append(.selectedResult(id: id)) }
}

/// Records what a console knowledge group scene reported, in order.
@MainActor
final class CapturingKnowledgeGroupSceneDelegate: KnowledgeGroupSceneDelegate {
    enum Report: Equatable {
        case loaded, selectedEntry(id: String)
    }

    private(set) var reports: [Report] = []

    func knowledgeGroupSceneDidLoad() { reports.append(.loaded) }
    func knowledgeGroupSceneDidSelectEntry(id: String) { reports.append(.selectedEntry(id: id)) }
}

/// Records what a console knowledge detail scene reported, in order.
@MainActor
final class CapturingKnowledgeDetailSceneDelegate: KnowledgeDetailSceneDelegate {
    enum Report: Equatable {
        case loaded, selectedLink(Int)
    }

    private(set) var reports: [Report] = []

    func knowledgeDetailSceneDidLoad() { reports.append(.loaded) }
    func knowledgeDetailSceneDidSelectLink(at index: Int) { reports.append(.selectedLink(index)) }
}

/// Records what a console web page scene reported.
@MainActor
final class CapturingWebPageSceneDelegate: WebPageSceneDelegate {
    private(set) var loadCount = 0

    func webPageSceneDidLoad() { loadCount += 1 }
}

final class CapturingCollectThemAllSceneDelegate: CollectThemAllSceneDelegate {
    private(set) var loads = 0

    func collectThemAllSceneDidLoad() {
        loads += 1
    }
}

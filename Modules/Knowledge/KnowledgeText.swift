public import ConbookModuleKit

/// Every text the Knowledge module shows (besides the words modules share, `ModuleText`), as a key into
/// its catalogue of each language (`KnowledgeTexts`).
public enum KnowledgeText: String, TextKey {
    case knowledgeNoEntriesYet
    case knowledgeEntryCount
    case knowledgeGroupsWithoutEntries
    case knowledgeGroupsAndEntries
    case knowledgeEmpty
    case knowledgeFoundNone
    case knowledgeFound
    case knowledgeNothingFound
}

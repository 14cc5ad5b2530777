public import ConbookModuleKit

/// Every text the Knowledge module shows (besides the words modules share, `ModuleText`), as a key into
/// its catalogue of each language (`KnowledgeTexts`).
public enum KnowledgeText: String, TextKey {
    /// The title of the section the module heads, e.g. on a tab.
    case knowledgeSectionTitle
    case knowledgeNoEntriesYet
    case knowledgeEntryCount
    case knowledgeGroupsWithoutEntries
    case knowledgeGroupsAndEntries
    case knowledgeEmpty
    case knowledgeFoundNone
    case knowledgeFound
    case knowledgeNothingFound
}

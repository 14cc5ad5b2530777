public import ConbookModuleKit

/// Every text the KnowledgeDetail module shows (besides the words modules share, `ModuleText`), as a key into
/// its catalogue of each language (`KnowledgeDetailTexts`).
public enum KnowledgeDetailText: String, TextKey {
    case knowledgeEntryUnavailable
    case knowledgeLink
}

public import ConbookModuleKit

/// Every text the KnowledgeGroup module shows (besides the words modules share, `ModuleText`), as a key into
/// its catalogue of each language (`KnowledgeGroupTexts`).
public enum KnowledgeGroupText: String, TextKey {
    case knowledgeGroupUnavailable
    case knowledgeGroupEmpty
}

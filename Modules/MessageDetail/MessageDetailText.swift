public import ConbookModuleKit

/// Every text the MessageDetail module shows (besides the words modules share, `ModuleText`), as a key into
/// its catalogue of each language (`MessageDetailTexts`).
public enum MessageDetailText: String, TextKey {
    case messageUnavailable
    case messageNoText
}

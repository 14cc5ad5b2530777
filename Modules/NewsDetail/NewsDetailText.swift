public import ConbookModuleKit

/// Every text the NewsDetail module shows (besides the words modules share, `ModuleText`), as a key into
/// its catalogue of each language (`NewsDetailTexts`).
public enum NewsDetailText: String, TextKey {
    case announcementNoText
    case announcementStatusExpired
    case announcementStatusNotShownYet
    case announcementInvertedValidity
    case announcementUnknown
    case announcementWithdrawn
}

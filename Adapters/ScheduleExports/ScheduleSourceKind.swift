public import Foundation

/// The kinds of convention data Conbook reads, told apart by their content.
public enum ScheduleSourceKind: Sendable, Hashable {
    /// The Eurofurence API's `Sync` JSON (a top-level `ConventionIdentifier`).
    case eurofurenceAPI
    /// A Pentabarf / frab / pretalx / wafer `schedule.xml` (root element `<schedule>`).
    case scheduleXML
    /// A frab / pretalx `schedule.json` (a top-level `schedule` object).
    case scheduleJSON

    /// The kind of a document, from its content; nil when it is none of them.
    ///
    /// XML is recognised by its root element (read with libxml2 up to that element only); JSON
    /// by its top-level keys (a byte scan that skips nested values without building them).
    public static func detect(_ data: Data) -> ScheduleSourceKind? {
        var firstByte: UInt8?
        for (offset, byte) in data.enumerated() {
            if offset < 3, [0xEF, 0xBB, 0xBF].contains(byte) { continue }
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
            firstByte = byte
            break
        }
        switch firstByte {
        case UInt8(ascii: "<"):
            return XMLRootElement.name(of: data) == "schedule" ? .scheduleXML : nil
        case UInt8(ascii: "{"):
            let keys = JSONTopLevelKeys.scan(data)
            if keys.contains("ConventionIdentifier") { return .eurofurenceAPI }
            if keys.contains("schedule") { return .scheduleJSON }
            return nil
        default:
            return nil
        }
    }
}

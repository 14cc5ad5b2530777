public import ConbookModuleKit

/// Every text the EventDetail module shows (besides the words modules share, `ModuleText`), as a key into
/// its catalogue of each language (`EventDetailTexts`).
public enum EventDetailText: String, TextKey {
    case eventPriorityHigh, eventPriorityNormal
    case eventUnavailable
    case eventFavouriteNotSaved
    case eventPriorityNotSaved
    case eventUnknownRoom
    case eventRoomWithSeats, eventRoomNavigation
    case eventNotRecorded
    case eventHidden, eventHiddenWith, eventHiddenItself, eventHiddenWithRoom, eventHiddenWithTrack, eventHiddenWithLanguage
    case eventHiddenAnd, eventHiddenNotSaved
    case eventUnknownTrack
    case eventRemovedFromSchedule
    case eventNewInUpdate
    case eventChangedInUpdate
    case eventWhen
    case eventWhenEndingNextDay
    case eventWhenEndingOn
}

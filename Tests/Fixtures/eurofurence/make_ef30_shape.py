#!/usr/bin/env python3
"""Rewrites the real 2022 full sync (EF26_Full_Sync_Response.json) the way a 2026 Eurofurence
server writes a full sync, following eurofurence-2026.md (the changes since the 2023 API, with
their sources in the backend's history). The content stays the 2022 convention's, so a test can
check that both shapes hold the same schedule. Deterministic: run it again and the output is the
same bytes.

    python3 make_ef30_shape.py > EF30_Shape_Full_Sync_Response.json
"""
import datetime
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def zoneless(text):
    """A date as the 2026 server writes those read from its database: UTC, 3 digits, no zone."""
    if text is None:
        return None
    moment = datetime.datetime.fromisoformat(text.replace("Z", "+00:00")).astimezone(datetime.timezone.utc)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + "%03d" % (moment.microsecond // 1000)


def empty_to_null(entity, *fields):
    for field in fields:
        if entity.get(field) == "":
            entity[field] = None


def link(fragment, index):
    fragment["Id"] = "00000000-0000-4000-8000-%012d" % index
    fragment["LastChangeDateTimeUtc"] = "2026-08-20T10:00:00.000"
    return fragment


def main():
    with open(os.path.join(HERE, "EF26_Full_Sync_Response.json"), encoding="utf-8") as file:
        sync = json.load(file)
    link_count = 0
    for key, node in sync.items():
        if not isinstance(node, dict):
            continue
        for field in ("StorageLastChangeDateTimeUtc", "StorageDeltaStartChangeDateTimeUtc"):
            if field in node:
                node[field] = zoneless(node[field])
        for entity in node.get("ChangedEntities") or []:
            for field in list(entity):
                if field.endswith("DateTimeUtc") or field == "Date":
                    entity[field] = zoneless(entity[field])
    for index, event in enumerate(sync["Events"]["ChangedEntities"]):
        event.pop("StartTime", None)
        event.pop("EndTime", None)
        event["IsInternal"] = False
        start = datetime.datetime.fromisoformat(event["StartDateTimeUtc"])
        end = datetime.datetime.fromisoformat(event["EndDateTimeUtc"])
        seconds = int((end - start).total_seconds())
        event["Duration"] = "%02d:%02d:%02d" % (seconds // 3600, seconds // 60 % 60, seconds % 60)
        empty_to_null(event, "Abstract")
        if index == 0:
            event["Tags"] = (event.get("Tags") or []) + [None]
    for day in sync["EventConferenceDays"]["ChangedEntities"]:
        day["IsInternal"] = False
    for index, room in enumerate(sync["EventConferenceRooms"]["ChangedEntities"]):
        room.pop("ShortName", None)
        room["Description"] = "Seats in rows, a stage and a screen." if index % 3 == 0 else None
        room["Capacity"] = 50 + 25 * index
        room["MapLink"] = "https://nav.eurofurence.org/l/uuid-%s/" % room["Id"]
        room["IsInternal"] = False
    for track in sync["EventConferenceTracks"]["ChangedEntities"]:
        track["Description"] = None
        track["IsInternal"] = False
    for index, dealer in enumerate(sync["Dealers"]["ChangedEntities"]):
        # The nickname and registration number are gone; DisplayName is required and was filled
        # with the nickname where it was empty.
        nickname = dealer.pop("AttendeeNickname", "") or ""
        dealer.pop("RegistrationNumber", None)
        if not (dealer.get("DisplayName") or "").strip():
            dealer["DisplayName"] = nickname
        dealer["DisplayNameOrAttendeeNickname"] = dealer["DisplayName"]
        empty_to_null(dealer, "ShortDescription", "AboutTheArtistText", "AboutTheArtText", "ArtPreviewCaption",
                      "TwitterHandle", "TelegramHandle")
        dealer["DiscordHandle"] = "%s#%04d" % (dealer["DisplayName"].split(" ")[0], index) if index % 5 == 0 else None
        dealer["MastodonHandle"] = "@dealer%d@furry.example" % index if index % 7 == 0 else None
        dealer["BlueskyHandle"] = "dealer%d.bsky.social" % index if index % 11 == 0 else None
        categories = dealer.get("Categories") or []
        dealer["Keywords"] = {categories[0]: ["commissions", "prints"]} if categories and index % 2 == 0 else None
        dealer["MapLink"] = "https://nav.eurofurence.org/l/uuid-%s/" % dealer["Id"]
        dealer["Links"] = [link(fragment, link_count + offset) for offset, fragment in enumerate(dealer.get("Links") or [])]
        link_count += len(dealer["Links"])
    for group in sync["KnowledgeGroups"]["ChangedEntities"]:
        group.pop("FontAwesomeIconCharacterUnicodeAddress", None)
        group["FontAwesomeIconName"] = "circle-info"
    for entry in sync["KnowledgeEntries"]["ChangedEntities"]:
        entry["Published"] = entry["LastChangeDateTimeUtc"]
        entry["Links"] = [link(fragment, link_count + offset) for offset, fragment in enumerate(entry.get("Links") or [])]
        link_count += len(entry["Links"])
    extensions = {"image/jpeg": "jpg", "image/png": "png", "image/gif": "gif"}
    for image in sync["Images"]["ChangedEntities"]:
        extension = extensions.get(image.get("MimeType"), "bin")
        image["Url"] = "https://ef-app-images.example/ef-mobile-app/%s.%s" % (image["Id"], extension)
        image["IsRestricted"] = False
        image["BlurHash"] = ""
    for announcement in sync["Announcements"]["ChangedEntities"]:
        announcement["Groups"] = []
    for map_ in sync["Maps"]["ChangedEntities"]:
        for entry in map_.get("Entries") or []:
            entry["Links"] = [link(fragment, link_count + offset) for offset, fragment in enumerate(entry.get("Links") or [])]
            link_count += len(entry["Links"])
    some_image = sync["Images"]["ChangedEntities"][0]["Id"]
    sync["TableRegistrations"] = {
        "StorageLastChangeDateTimeUtc": "2022-08-25T09:00:00.000",
        "StorageDeltaStartChangeDateTimeUtc": "2022-08-01T00:00:00.000",
        "RemoveAllBeforeInsert": True,
        "DeletedEntities": [],
        "ChangedEntities": [
            {"Id": "5f0c7a52-3f5d-4d7e-9c55-0a1b2c3d4e01", "LastChangeDateTimeUtc": "2022-08-25T08:10:00.000",
             "CreatedDateTimeUtc": "2022-08-25T08:00:00.000", "DisplayName": "Inkpaw Studio",
             "WebsiteUrl": "https://inkpaw.example", "ShortDescription": "Stickers, badges and sketch commissions.",
             "TelegramHandle": "@inkpaw_art", "Location": "12", "ImageId": some_image},
            {"Id": "5f0c7a52-3f5d-4d7e-9c55-0a1b2c3d4e02", "LastChangeDateTimeUtc": "2022-08-25T08:40:00.000",
             "CreatedDateTimeUtc": "2022-08-25T08:30:00.000", "DisplayName": "Quiet Fox",
             "WebsiteUrl": None, "ShortDescription": "Hand-bound notebooks.", "TelegramHandle": None,
             "Location": "3", "ImageId": None},
        ],
    }
    sync["AppConfig"] = {"LatestRelease": "7.2.0", "MapsUrl": "https://nav.eurofurence.org/",
                         "SupportUrl": "https://help.eurofurence.org/", "FeatureWalletPassesDisabled": "False"}
    print(json.dumps(sync, indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main()

// libcurl for FeedFetch's HTTP client. curl_easy_setopt and curl_easy_getinfo are variadic, which
// Swift cannot call: these typed wrappers are the only way in.
#ifndef CCURL_H
#define CCURL_H

#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>
// zlib (libcurl's own dependency) for gzip-compressed feed files; inflateInit2 is a macro.
#include <zlib.h>

/// Starts `stream` for gzip or zlib data (the format detected from its header).
static inline int ccurl_inflate_init_auto(z_stream *stream) {
    return inflateInit2(stream, 15 + 32);
}

/// A write or header callback: (bytes, 1, count, user data) -> bytes taken (fewer aborts the transfer).
typedef size_t (*ccurl_data_callback)(char *bytes, size_t size, size_t count, void *userdata);

static inline CURLcode ccurl_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ccurl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ccurl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ccurl_setopt_callback(CURL *handle, CURLoption option, ccurl_data_callback callback) {
    return curl_easy_setopt(handle, option, callback);
}

/// Basic authentication only (CURLAUTH_BASIC is a cast macro Swift cannot import): the login
/// goes with the first request instead of after a probe.
static inline CURLcode ccurl_use_basic_auth(CURL *handle) {
    return curl_easy_setopt(handle, CURLOPT_HTTPAUTH, (long)CURLAUTH_BASIC);
}

/// A `long` piece of information (response code, OS errno); 0 when libcurl has none.
static inline long ccurl_info_long(CURL *handle, CURLINFO info) {
    long value = 0;
    if (curl_easy_getinfo(handle, info, &value) != CURLE_OK) return 0;
    return value;
}

/// A `curl_off_t` piece of information (times in microseconds); 0 when libcurl has none.
static inline curl_off_t ccurl_info_off_t(CURL *handle, CURLINFO info) {
    curl_off_t value = 0;
    if (curl_easy_getinfo(handle, info, &value) != CURLE_OK) return 0;
    return value;
}

/// The result of the transfer that `message` reports as done.
static inline CURLcode ccurl_message_result(const CURLMsg *message) {
    return message->data.result;
}

#endif

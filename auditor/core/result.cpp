// Names and formatting for errors.
#include "auditor/core/result.h"

namespace auditor {

const char* to_string(ErrorCode code) {
  switch (code) {
    case ErrorCode::NotFound: return "not-found";
    case ErrorCode::Unreadable: return "unreadable";
    case ErrorCode::Binary: return "binary";
    case ErrorCode::Empty: return "empty";
    case ErrorCode::TooLarge: return "too-large";
    case ErrorCode::InvalidEncoding: return "invalid-encoding";
    case ErrorCode::Parse: return "parse";
    case ErrorCode::InvalidRule: return "invalid-rule";
    case ErrorCode::InvalidConfig: return "invalid-config";
    case ErrorCode::Usage: return "usage";
    case ErrorCode::Io: return "io";
    case ErrorCode::Network: return "network";
    case ErrorCode::Internal: return "internal";
  }
  return "internal";
}

std::string Error::to_string() const {
  if (where.empty()) return message;
  return where + ": " + message;
}

}  // namespace auditor

// Labels and annotations as Kubernetes takes them (apimachinery's
// validation), so that what a workload carries here would also be taken by
// a cluster, and a label cannot carry a megabyte into the store: a key is
// [PREFIX/]NAME, NAME 1 to 63 of [A-Za-z0-9-_.] starting and ending with a
// letter or digit, PREFIX a DNS subdomain of at most 253; a label's value
// is empty or as NAME; annotations' keys and values together at most
// 256 KiB. Errors name the field ("spec.labels[0].name"). Pure.
#ifndef GPUQ_DAEMON_API_KUBE_METADATA_H_
#define GPUQ_DAEMON_API_KUBE_METADATA_H_

#include <string>
#include <utility>
#include <vector>

#include "core/error.h"

namespace gpuq::daemon::api {

using MetadataPairs = std::vector<std::pair<std::string, std::string>>;

// `field` is the list's path ("spec.labels"); entries are named by index.
core::Result<void> check_labels(const MetadataPairs& labels, const std::string& field);
core::Result<void> check_annotations(const MetadataPairs& annotations, const std::string& field);

}  // namespace gpuq::daemon::api

#endif  // GPUQ_DAEMON_API_KUBE_METADATA_H_

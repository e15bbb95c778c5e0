// Submit flags for published ports, in runai's spellings:
//   --port POD | HOST:POD | service-type=NodePort,container=POD[,external=HOST]  (repeat)
//   -s/--service-type portforward|nodeport|loadbalancer|ingress|clusterip
//   --external-url container=POD,url=URL  (repeat; recorded for an ingress)
// Pods share the host's network: the daemon gives each pod port a host port
// (HOST when free, else POD when free, else one of its range) and tells the
// pod through PORT and GPUQ_PORT_<POD>; describe and list show the URL.
#ifndef GPUQ_CLI_WORKLOAD_SUBMIT_PORTS_H_
#define GPUQ_CLI_WORKLOAD_SUBMIT_PORTS_H_

#include "cli/workload/submit_flags.h"

namespace gpuq::cli {

void add_port_flags(CLI::App* command, SubmitFlags& flags);

// Into the request's spec. Errors (usage) name the flag and the bad part.
client::ApiResult<void> apply_ports(const SubmitFlags& flags, client::WorkloadSpec& spec);

}  // namespace gpuq::cli

#endif  // GPUQ_CLI_WORKLOAD_SUBMIT_PORTS_H_
